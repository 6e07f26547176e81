import { INSTITUTE_NAME } from '../../../shared/constants';

/**
 * Who receives UPI payments for test series (spec section 7). Set VITE_UPI_PAYEE_ADDRESS and
 * VITE_UPI_PAYEE_NAME at build time; the address default is a placeholder.
 */
export const upiPayee = {
  address: import.meta.env.VITE_UPI_PAYEE_ADDRESS || 'gyanpathacademy@upi',
  name: import.meta.env.VITE_UPI_PAYEE_NAME || INSTITUTE_NAME,
};
