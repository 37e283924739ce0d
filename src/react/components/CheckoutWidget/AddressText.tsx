import { Fragment, useMemo } from 'react';
import { visuallyHidden } from '../../styles/base';
import { groupAddress } from './address';

/**
 * An address whole for screen readers and copying; in groups of four, head and tail in bold,
 * for the eye. Always left to right (dir="ltr"), so a right-to-left page never reorders it.
 */
export function AddressText({ address }: { address: string }) {
  const groups = useMemo(() => groupAddress(address), [address]);
  return (
    <>
      <span className={visuallyHidden()} dir="ltr">
        {address}
      </span>
      <span aria-hidden="true" data-address-groups="" translate="no" dir="ltr">
        {groups.map((group, index) => (
          <Fragment key={index}>
            {index > 0 && <wbr />}
            <span data-group="">
              {group.map((chunk, at) => (chunk.emphasised ? <strong key={at}>{chunk.text}</strong> : <Fragment key={at}>{chunk.text}</Fragment>))}
            </span>
          </Fragment>
        ))}
      </span>
    </>
  );
}
