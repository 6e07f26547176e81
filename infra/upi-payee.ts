import { INSTITUTE_NAME } from '#shared/constants.js';

/**
 * Who UPI payments go to when no payee is configured (CDK context upiPayeeAddress/upiPayeeName, or
 * UPI_PAYEE_ADDRESS/UPI_PAYEE_NAME locally). Not a real account: synth and `npm start` warn about it.
 * Its own module so the local stack can use it without loading aws-cdk-lib.
 */
export const PLACEHOLDER_UPI_PAYEE = { address: 'gyanpathacademy@upi', name: INSTITUTE_NAME } as const;
