export { KycForm, type KycFormProps, type KycFormOwnProps } from './KycForm';
