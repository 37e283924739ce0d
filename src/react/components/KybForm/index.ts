export { KybForm, type KybFormProps, type KybSubmittedInfo } from './KybForm';
