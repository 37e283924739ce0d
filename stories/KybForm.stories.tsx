import type { Meta, StoryObj } from '@storybook/react-vite';
import { badRequest, INVALID_ABN, overAllocatedKyb, owners, trustKyb, validKyb } from '../test/fixtures/onboarding-forms';
import { pressOwner, submit, withFormsProxy } from './support/forms';
import { KybForm } from '../src/onboarding';

const withPaykit = withFormsProxy(600);

const meta = {
  title: 'Onboarding/KybForm',
  component: KybForm,
  decorators: [withPaykit],
  tags: ['autodocs'],
  args: { draftKey: 'storybook' },
  argTypes: { onSubmitted: { action: 'submitted' } },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "A business's details (KYB) with the beneficial-owner editor: ABN/ACN checked and grouped for Australia, each owner a person's details plus a share of 25–100%, the running total announced, at most 100% in all. `onSubmitted(account, { body, requiresTrustDeed })` tells a flow when the trust deed upload comes next.\n\n```tsx\n<KybForm draftKey={userId} onSubmitted={(account, { requiresTrustDeed }) => next(requiresTrustDeed)} />\n```",
      },
    },
  },
} satisfies Meta<typeof KybForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A company with two owners (60% and 40%), ABN 51 824 753 556: the owners are rows, both "Complete". */
export const CompanyWithTwoOwners: Story = { args: { defaultValues: validKyb } };

/** Edit on the second owner: their form opens under their row, tinted; Save owner returns to it, Cancel puts back what was saved. */
export const OwnerOpen: Story = { args: { defaultValues: validKyb }, play: pressOwner(1, 'forms.owner.edit') };

/** The row's "⋯" menu open: Remove, in the danger tone. */
export const OwnerMenuOpen: Story = { args: { defaultValues: validKyb }, play: pressOwner(1, 'forms.owner.more') };

const unfinished = { ...validKyb, beneficial_owners: [owners.ada, { ...owners.grace, last_name: '', id_number: '' }] };

/** An owner with details missing: the row says how many, and their form opens to start with. */
export const OwnerUnfinished: Story = { args: { defaultValues: unfinished } };

/** Continue with an owner unfinished: that owner opens and focus goes to its first error; the summary lists it. */
export const OwnerUnfinishedSubmitted: Story = { args: { defaultValues: unfinished }, play: submit };

/** Remove asks once, in the row: "Remove Grace Hopper? …" with Remove and Cancel. */
export const RemoveOwner: Story = { args: { defaultValues: validKyb }, play: pressOwner(1, 'forms.owner.remove') };

/** A trust (ACN 004 085 616): the note says the trust deed upload follows. */
export const Trust: Story = { args: { defaultValues: trustKyb } };

/** Shares adding up to 100.01%: the total turns red, and submitting explains it. */
export const OwnerTotalError: Story = { args: { defaultValues: overAllocatedKyb }, play: submit };

/** An owner under 25%, and a one-digit change to the ABR's example ABN (check digit fails). */
export const OwnerAndAbnErrors: Story = {
  args: {
    defaultValues: {
      ...validKyb,
      registration_number: INVALID_ABN,
      beneficial_owners: [owners.ada, { ...owners.grace, ownership_percentage: 24.99 }],
    },
  },
  play: submit,
};

export const ErrorsAfterSubmit: Story = { play: submit };

/** The service refused owner 2's date of birth (param "beneficial_owners[1].date_of_birth"). */
export const ServerError: Story = {
  args: { defaultValues: validKyb },
  parameters: {
    forms: { answers: [{ error: badRequest('beneficial_owners[1].date_of_birth', 'must be at least 18 years ago: the person must be an adult') }] },
  },
  play: submit,
};

export const Dark: Story = {
  args: { defaultValues: overAllocatedKyb },
  globals: { paykitTheme: 'dark' },
  play: submit,
};

export const Narrow: Story = { args: { defaultValues: validKyb }, parameters: { forms: { width: 320 } } };
