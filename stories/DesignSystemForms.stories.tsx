import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { emptyAddress, AddressFields, type AddressValues } from '../src/react/components/forms/AddressFields';
import { emptyPerson, type PersonValues } from '../src/react/components/forms/person';
import { PersonFields } from '../src/react/components/forms/PersonFields';
import * as s from '../src/react/components/forms/styles';
import { cx } from '../src/react/styles/base';
import { css, type StyleRule } from '../src/react/styles/stitches';
import { OwnersEditor } from '../src/react/components/KybForm/OwnersEditor';
import { kybValues } from '../src/react/components/KybForm/values';
import { validKyb, owners } from '../test/fixtures/onboarding-forms';
import { DesignPage, Section } from './support/design-system';

const meta = {
  title: 'Design system/Forms',
  tags: ['autodocs'],
  // Edge to edge: the page draws its own margin, and a docs page on a phone gives it the whole frame.
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The onboarding forms\' patterns: questions on one width scale (full, or twelfths: half, a third, a quarter; paired from 28rem of form, one column below), labels 500 with "(optional)" only where a question may be skipped, errors under their control; and beneficial owners as rows with one form open at a time.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};

/** The section's heading stays one level below the page's title (the catalogue page sets every h2 at $lg). */
const inPage: StyleRule = /* @__PURE__ */ css({ '& h2[id]': { fontSize: '$md' } });

function Person({ errors = {}, start = { first_name: 'Ada', last_name: 'Lovelace' } }: { errors?: Record<string, string>; start?: Partial<PersonValues> }) {
  const [value, setValue] = useState<PersonValues>(() => ({ ...emptyPerson(), ...start }));
  return (
    <form className={s.form()} aria-label="Paired fields" noValidate>
      <PersonFields
        prefix=""
        value={value}
        errors={errors}
        onChange={(path, next) => {
          if (!path.includes('.')) setValue((current) => ({ ...current, [path]: next }));
        }}
        onCheck={noop}
      />
    </form>
  );
}

/** Name, date and nationality side by side; the address's town, state and postcode in one row; every right edge on the scale. */
export const PairedFields: Story = {
  render: () => (
    <DesignPage width={720}>
      <Section
        title="One width scale"
        note="Twelve columns: a question is full or spans data-span twelfths ('6' half, '4' a third, '3' a quarter). From 28rem of form they pair; below, one column. Each control fills its column, so right edges line up."
        code="@container (min-width: 28rem)"
      >
        <Person />
      </Section>
    </DesignPage>
  ),
};

/** Errors sit under their control, in the danger tone; the hint stays under the label. */
export const PairedFieldsInvalid: Story = {
  render: () => (
    <DesignPage width={720}>
      <Section title="Errors under the field" note="The message follows the control it is about and is read with it (aria-describedby: hint, then error).">
        <Person
          start={{ first_name: 'Ada', date_of_birth: { day: '31', month: '2', year: '1990' } }}
          errors={{ last_name: 'Enter your last name', date_of_birth: 'Date of birth must be a real date', nationality: 'Select your nationality' }}
        />
      </Section>
    </DesignPage>
  ),
};

function Address() {
  const [value] = useState<AddressValues>(() => ({ ...emptyAddress(), country: 'AU', line1: '100 Harris Street', city: 'Pyrmont', state: 'NSW', postcode: '2009' }));
  return (
    <form className={s.form()} aria-label="Address" noValidate>
      <AddressFields path="address" legend="Registered address" value={value} errors={{}} onChange={noop} onBlur={noop} />
    </form>
  );
}

/** An address: full lines, then town (a third), state (the most room) and postcode (a quarter); "(optional)" quieter than the label. */
export const AddressRow: Story = {
  render: () => (
    <DesignPage width={720}>
      <Section
        title="Town, state, postcode"
        note="They share a row: the town a third, the state five twelfths (a state's name shows whole), the postcode a quarter. The optional second line says so, in the muted colour."
      >
        <Address />
      </Section>
    </DesignPage>
  ),
};

function Owners({ open, missing }: { open: number | null; missing: number[] }) {
  const values = kybValues({ ...validKyb, beneficial_owners: [owners.ada, { ...owners.grace, id_number: '', last_name: '' }] });
  const [key, setKey] = useState<string | null>(open === null ? null : (values.beneficial_owners[open]?.key ?? null));
  return (
    <form className={cx(s.form(), inPage())} aria-label="Owners" noValidate>
      <OwnersEditor
        owners={values.beneficial_owners}
        errors={{}}
        missing={missing}
        open={key}
        onOpen={setKey}
        onChange={noop}
        onCheck={noop}
        onAdd={() => ''}
        onRemove={noop}
        onRestore={noop}
      />
    </form>
  );
}

/** Owners as rows: the name, the share, "Complete" or what is missing as a pill, a quiet Edit and a "⋯" menu holding Remove. */
export const OwnerRows: Story = {
  render: () => (
    <DesignPage width={720}>
      <Section title="Owner rows" note="One row per owner between dividers; a warning pill only where something is left to do. One owner's form is open at a time.">
        <Owners open={null} missing={[0, 2]} />
      </Section>
    </DesignPage>
  ),
};

/** One owner open: a tinted region whose row is its heading; Save owner closes it (what was typed stays). */
export const OwnerOpen: Story = {
  render: () => (
    <DesignPage width={720}>
      <Section
        title="One owner open"
        note="Edit opens the form under its row and closes any other; Save owner returns to the row, Cancel puts back what was saved. Nothing typed is lost by closing."
      >
        <Owners open={1} missing={[0, 2]} />
      </Section>
    </DesignPage>
  ),
};
