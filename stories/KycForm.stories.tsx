import type { Meta, StoryObj } from '@storybook/react-vite';
import { badRequest, offline, validKyc, validKycNonAu } from '../test/fixtures/onboarding-forms';
import { submit, withFormsProxy } from './support/forms';
import { KycForm } from '../src/onboarding';

const withPaykit = withFormsProxy(560);

const meta = {
  title: 'Onboarding/KycForm',
  component: KycForm,
  decorators: [withPaykit],
  tags: ['autodocs'],
  args: { draftKey: 'storybook' },
  argTypes: { onSubmitted: { action: 'submitted' } },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "An individual's identity details (KYC), GOV.UK style: checked on blur and on submit with the service's own schemas, an error summary that takes focus and links to each field, and a sessionStorage draft. Submits to `POST {baseUrl}/onboarding/kyc` through the provider's client, or to `onSubmit` when given.\n\n```tsx\n<PaykitProvider baseUrl=\"/api/paykit\">\n  <KycForm draftKey={userId} onSubmitted={(account) => next(account)} />\n</PaykitProvider>\n```",
      },
    },
  },
} satisfies Meta<typeof KycForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Submitted empty: the summary has focus and links to every field; each field shows its message. */
export const ErrorsAfterSubmit: Story = { play: submit };

/** Invalid answers: not a real date, a driver's licence without an Australian link, a 3-digit AU postcode. */
export const InvalidAnswers: Story = {
  args: {
    defaultValues: {
      ...validKycNonAu,
      date_of_birth: '2023-02-29',
      id_type: 'drivers_licence',
      address: { ...validKyc.address, postcode: '200' },
    },
  },
  play: submit,
};

/** Australia: the state is one of eight, the postcode four digits on a numeric keypad. */
export const AustralianAddress: Story = { args: { defaultValues: validKyc } };

export const NonAustralianAddress: Story = { args: { defaultValues: validKycNonAu } };

/** The request is on its way: the button stays focusable, aria-busy and aria-disabled. */
export const Submitting: Story = {
  args: { defaultValues: validKyc },
  parameters: { forms: { answers: ['pending'] } },
  play: submit,
};

/** The service refused a field (400 with param "address.postcode"): shown at the field and in the summary. */
export const ServerError: Story = {
  args: { defaultValues: validKyc },
  parameters: { forms: { answers: [{ error: badRequest('address.postcode', 'must be four digits for an Australian address') }] } },
  play: submit,
};

/** The connection failed: everything typed is still there, and "Try again" sends it again. */
export const NetworkFailure: Story = {
  args: { defaultValues: validKyc },
  parameters: { forms: { answers: [{ error: offline() }] } },
  play: submit,
};

export const Submitted: Story = { args: { defaultValues: validKyc }, play: submit };

export const Dark: Story = {
  globals: { paykitTheme: 'dark' },
  play: submit,
};

/** 320 px wide: every field still fits and reads in one column. */
export const Narrow: Story = { args: { defaultValues: validKyc }, parameters: { forms: { width: 320 } } };
