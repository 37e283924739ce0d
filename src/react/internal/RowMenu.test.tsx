import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowMenu } from './RowMenu';

function setup() {
  const onQr = vi.fn();
  const user = userEvent.setup();
  render(
    <div>
      <span id="row">11.50 USDT</span>
      <RowMenu label="More actions" describedBy="row">
        <button type="button" onClick={onQr}>
          Show QR code
        </button>
        <a href="https://pay.example/pl_1">Open page</a>
      </RowMenu>
      <button type="button">After</button>
    </div>,
  );
  const trigger = screen.getByRole('button', { name: 'More actions' });
  const list = () => document.getElementById(trigger.getAttribute('aria-controls')!)!;
  return { user, trigger, list, onQr };
}

describe('RowMenu, a row’s overflow menu as the keyboard meets it', () => {
  it('is a closed disclosure that names its row and controls its list', () => {
    const { trigger, list } = setup();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAccessibleDescription('11.50 USDT');
    expect(list()).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show QR code' })).toBeNull();
  });

  it.each([['{Enter}'], [' ']])('opens with %s, its items next in the tab order', async (key) => {
    const { user, trigger, list } = setup();
    trigger.focus();
    await user.keyboard(key);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(list()).toBeVisible();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show QR code' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Open page' })).toHaveFocus();
  });

  it('closes on Escape from an item and gives the focus back to its button', async () => {
    const { user, trigger, list } = setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(list()).not.toBeVisible();
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape from its own button', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('does what the chosen item says, then closes with the focus on its button', async () => {
    const { user, trigger, onQr } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Show QR code' }));
    expect(onQr).toHaveBeenCalledOnce();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes when the focus leaves it, leaving the focus where it went', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
