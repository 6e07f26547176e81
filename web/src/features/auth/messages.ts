export { distinctMessages, formMessage } from '../../lib/form-messages';
