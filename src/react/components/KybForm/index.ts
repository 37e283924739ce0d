export { KybForm, type KybFormProps, type KybFormOwnProps, type KybSubmittedInfo } from './KybForm';
