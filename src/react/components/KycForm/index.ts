export { KycForm, type KycFormProps } from './KycForm';
