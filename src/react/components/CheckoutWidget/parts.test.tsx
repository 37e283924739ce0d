import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPaykit } from '../../../../test/fixtures/render';
import { CheckoutWidget } from './CheckoutWidget';

describe('CheckoutWidget parts, the Radix way', () => {
  it('each part forwards its ref and passes other props to its element, with className merged', () => {
    const refs = {
      root: createRef<HTMLElement>(),
      status: createRef<HTMLDivElement>(),
      amount: createRef<HTMLDivElement>(),
      address: createRef<HTMLDivElement>(),
      qr: createRef<HTMLElement>(),
      countdown: createRef<HTMLParagraphElement>(),
      instructions: createRef<HTMLParagraphElement>(),
      copy: createRef<HTMLButtonElement>(),
    };
    renderWithPaykit(
      <CheckoutWidget.Root paymentId="pay_pending" ref={refs.root} id="checkout" data-testid="root" className="shop">
        <CheckoutWidget.Status ref={refs.status} data-testid="status" className="mine" />
        <CheckoutWidget.Amount ref={refs.amount} data-testid="amount" copy={false} />
        <CheckoutWidget.Address ref={refs.address} data-testid="address" copy={false} />
        <CheckoutWidget.QrCode ref={refs.qr} data-testid="qr" />
        <CheckoutWidget.Countdown ref={refs.countdown} data-testid="countdown" />
        <CheckoutWidget.Instructions ref={refs.instructions} data-testid="instructions" title="What to do" />
        <CheckoutWidget.CopyButton ref={refs.copy} value="x" label="Copy x" data-testid="copy" data-variant="primary" />
      </CheckoutWidget.Root>,
    );
    for (const [name, ref] of Object.entries(refs)) {
      expect(ref.current, name).toBe(screen.getByTestId(name));
    }
    expect(refs.root.current).toHaveAttribute('id', 'checkout');
    expect(refs.root.current!.className).toMatch(/^pk-\S+ shop$/);
    expect(refs.status.current!.className).toMatch(/^pk-\S+ mine$/);
    expect(refs.instructions.current).toHaveAttribute('title', 'What to do');
    // The caller may restyle the copy button; its role and payment attributes stay the widget's.
    expect(refs.copy.current).toHaveAttribute('data-variant', 'primary');
    expect(refs.copy.current).toHaveAttribute('type', 'button');
  });

  it('a part keeps its own meaning over a prop that would change it', () => {
    renderWithPaykit(
      <CheckoutWidget.Root paymentId="pay_pending" data-state="nonsense" data-payment-id="other">
        <CheckoutWidget.Amount data-part="other" data-state="nonsense" />
      </CheckoutWidget.Root>,
    );
    const root = document.querySelector('section')!;
    expect(root).toHaveAttribute('data-state', 'pending');
    expect(root).toHaveAttribute('data-payment-id', 'pay_pending');
    expect(document.querySelector('[data-part="amount"]')).toHaveAttribute('data-state', 'pending');
  });

  it.each([
    ['pay_pending', 'pending'],
    ['pay_underpaid', 'underpaid'],
    ['pay_overpaid', 'overpaid'],
  ])('every part carries the state its look depends on (%s)', (paymentId, state) => {
    renderWithPaykit(<CheckoutWidget paymentId={paymentId} />);
    const parts = [...document.querySelectorAll('[data-part]')].filter((part) => part.getAttribute('data-part') !== 'skeleton');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part, part.getAttribute('data-part')!).toHaveAttribute('data-state', state);
    expect(document.querySelector('[data-part="status"]')).toHaveAttribute('data-state', state);
  });

  it('the copy button says idle, then copied, in data-state; a caller’s onClick runs first and may cancel', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithPaykit(
      <CheckoutWidget.Root paymentId="pay_pending">
        <CheckoutWidget.CopyButton value="x" label="Copy x" onClick={onClick} />
        <CheckoutWidget.CopyButton value="y" label="Copy y" onClick={(event) => event.preventDefault()} />
      </CheckoutWidget.Root>,
    );
    const copyX = screen.getByRole('button', { name: 'Copy x' });
    expect(copyX).toHaveAttribute('data-state', 'idle');
    await user.click(copyX);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(copyX).toHaveAttribute('data-state', 'copied');
    const copyY = screen.getByRole('button', { name: 'Copy y' });
    await user.click(copyY);
    expect(copyY).toHaveAttribute('data-state', 'idle');
  });
});
