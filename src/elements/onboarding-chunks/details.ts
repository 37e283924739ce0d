/** The details step's forms, one chunk: a person's and a business's share most of their code. */
export { KycForm } from '../../react/components/KycForm/KycForm';
export { KybForm } from '../../react/components/KybForm/KybForm';
