/** "More info…": choose the required_info items; beneficial owner info is offered to businesses only. */
import { useState } from 'react';
import type { RequiredInfoItem } from '../../../src/shared/schemas/accounts';
import { Disclosure } from './Disclosure';
import { REQUIRED_INFO_ITEMS, REQUIRED_INFO_LABELS } from './format';

interface Props {
  accountId: string;
  subject: string;
  business: boolean;
  describedBy?: string | undefined;
  onSubmit: (items: RequiredInfoItem[]) => Promise<boolean>;
}

export function MoreInfoForm({ accountId, subject, business, onSubmit, describedBy }: Props) {
  const offered = REQUIRED_INFO_ITEMS.filter((item) => business || item !== 'beneficial_owner_info');
  const [chosen, setChosen] = useState<RequiredInfoItem[]>([]);
  const toggle = (item: RequiredInfoItem, on: boolean) =>
    setChosen((current) => (on ? offered.filter((x) => x === item || current.includes(x)) : current.filter((x) => x !== item)));

  return (
    <Disclosure describedBy={describedBy} summary="More info…" subject={subject} submitLabel="Request more info" onSubmit={() => onSubmit(chosen)}>
      <fieldset className="checks">
        <legend className="field__label">Information required</legend>
        {offered.map((item) => {
          const fieldId = `more-info-${accountId}-${item}`;
          return (
            <div className="check" key={item}>
              <input id={fieldId} type="checkbox" checked={chosen.includes(item)} onChange={(event) => toggle(item, event.target.checked)} />
              <label htmlFor={fieldId}>{REQUIRED_INFO_LABELS[item]}</label>
            </div>
          );
        })}
      </fieldset>
    </Disclosure>
  );
}
