import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, waitFor, expect, within } from 'storybook/test';
import { refuse, linksStore, manyLinks, sampleLinks } from '../test/fixtures/dashboard-links';
import { withDashboardBackend } from './support/dashboard-backend';
import { PaymentLinkList } from '../src/dashboard';

const meta = {
  title: 'Dashboard/PaymentLinkList',
  component: PaymentLinkList,
  decorators: [withDashboardBackend({ routes: linksStore(sampleLinks).routes }, 760)],
  tags: ['autodocs'],
  // Dates in UTC, so the screenshots are the same on every machine.
  args: { timeZone: 'UTC' },
  argTypes: { onSelect: { action: 'select' }, onStatusChange: { action: 'status' } },
  parameters: {
    docs: {
      description: {
        component:
          "The merchant's payment links (`GET /payment-links`), filtered by status and paged: amount, status (paid links with when, read from `GET /payment-links/:id`), creation date; for each, copy its URL, show its QR code, open its hosted page. `refreshKey` reads the list again (after `CreatePaymentLink`'s `onCreated`).\n\n```tsx\nimport { PaymentLinkList } from 'paykit/dashboard';\n\n<PaymentLinkList refreshKey={lastCreatedId} onSelect={(link) => showTransactions(link.id)} />\n```",
      },
    },
  },
} satisfies Meta<typeof PaymentLinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

const backend = (routes: ReturnType<typeof linksStore>['routes'], extra: object = {}) => ({ dashboard: { backend: { routes, ...extra } } });

export const Ready: Story = {};
export const Loading: Story = { parameters: backend({}, { delayMs: Number.POSITIVE_INFINITY }) };
export const Empty: Story = { parameters: backend(linksStore([]).routes) };
export const EmptyFilter: Story = { args: { defaultStatus: 'deactivated' }, parameters: backend(linksStore(sampleLinks.slice(0, 3)).routes) };
export const PaidOnly: Story = { args: { defaultStatus: 'paid' } };
export const Paged: Story = { args: { pageSize: 10 }, parameters: backend(linksStore(manyLinks).routes) };
export const LoadError: Story = { parameters: backend({ 'GET /payment-links': refuse(403, 'forbidden', 'This account may not list payment links') }) };
/** Opens a link's overflow menu (the actions past Copy): the first link's, or the last's. */
async function openMenu(canvasElement: HTMLElement, which: 'first' | 'last' = 'first') {
  await waitFor(() => expect(canvasElement.querySelector('[data-paykit="payment-link-list"]')).toHaveAttribute('data-state', 'ready'));
  const buttons = within(canvasElement).getAllByRole('button', { name: 'More actions' });
  await userEvent.click((which === 'first' ? buttons[0] : buttons.at(-1))!);
}
const openFirstMenu = (canvasElement: HTMLElement) => openMenu(canvasElement);
// The last row's: opened over a row, the menu covers the next row's own "⋯" as a popover does, which axe's
// target-size rule counts against that button.
export const MenuOpen: Story = { args: { onSelect: () => undefined }, play: ({ canvasElement }) => openMenu(canvasElement, 'last') };
export const QrShown: Story = {
  play: async ({ canvasElement }) => {
    await openFirstMenu(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show QR code' }));
  },
};
export const WithTransactions: Story = { args: { onSelect: () => undefined } };
export const Narrow320: Story = { parameters: { dashboard: { width: 320 } } };
export const Dark: Story = { globals: { paykitTheme: 'dark' } };
/** An Australian platform (the provider's locale `en-AU`): created "20 Nov, 8:30 am". */
export const AustralianPlatform: Story = { globals: { locale: 'en-AU' } };
export const CustomBrand: Story = { globals: { paykitTheme: 'brand' } };
