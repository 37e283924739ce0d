import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fileOf, sampleIdImage } from '../test/fixtures/onboarding';
import { formatFileSize } from '../src/react/i18n/en-onboarding-status';
import { DocumentUploader, type DocumentUploaderProps } from '../src/onboarding';
import { useStoryBackend, withOnboardingBackend } from './support/onboarding-backend';
import { storyWords } from './support/play';

const withBackend = withOnboardingBackend({ account: null }, 440);

/** The uploader wired to the story's fake proxy. */
function Uploader(props: DocumentUploaderProps) {
  const backend = useStoryBackend();
  return <DocumentUploader {...props} upload={backend?.upload} />;
}

const meta = {
  title: 'Onboarding/DocumentUploader',
  component: DocumentUploader,
  decorators: [withBackend],
  tags: ['autodocs'],
  render: (args) => <Uploader {...args} />,
  args: { documentType: 'passport' },
  argTypes: {
    onUploaded: { action: 'uploaded' },
    onChange: { action: 'change' },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Drag and drop or pick a JPEG, PNG or PDF (decided by its bytes), checked against the 10 MB limit before upload, previewed, uploaded with progress, cancellable and retryable, with a hint when a photo looks unreadable. Inside `<PaykitProvider>`, it uploads to the proxy’s `POST /onboarding/documents`. A page with a CSP needs `img-src blob:` for previews.\n\n```tsx\nimport { DocumentUploader } from 'paykit/onboarding';\n\n<DocumentUploader\n  slots={[{ type: 'id_front' }, { type: 'id_back' }]}\n  legend=\"Your driver’s licence\"\n  capture=\"environment\"\n  onChange={({ complete }) => setCanContinue(complete)}\n/>\n```",
      },
    },
  },
} satisfies Meta<typeof DocumentUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picker's file input (the first; the camera's, where shown, comes after it). */
const chooser = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
/** Waits for the (first) slot to reach a state: language-free, so any toolbar locale works. */
const slotState = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(canvasElement.querySelector('[data-document-type]')).toHaveAttribute('data-state', state));
const pick = async (canvasElement: HTMLElement, file: File) => {
  await userEvent.setup({ applyAccept: false }).upload(chooser(canvasElement), file);
};

export const Empty: Story = {};

export const SeveralDocuments: Story = {
  args: {
    documentType: undefined,
    legend: 'Your driver’s licence',
    slots: [{ type: 'id_front' }, { type: 'id_back', hint: 'The side with the barcode.' }],
  },
};

/** On a phone, "Take a photo" opens the rear camera (the button is hidden where there is no touch screen). */
export const WithCamera: Story = { args: { documentType: 'id_front', capture: 'environment' } };

export const ProofOfAddress: Story = {
  args: { documentType: 'proof_of_address', hint: 'A utility bill or bank statement from the last 3 months, showing your name and address.' },
};

export const Uploading: Story = {
  args: { checkQuality: null },
  parameters: { onboarding: { backend: { upload: { durationMs: 4000, hang: true } } } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, sampleIdImage('passport.png'));
    await within(canvasElement).findByRole('progressbar');
  },
};

export const Uploaded: Story = {
  args: { checkQuality: null },
  parameters: { onboarding: { backend: { upload: { durationMs: 300 } } } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, sampleIdImage('passport.png'));
    await slotState(canvasElement, 'uploaded');
  },
};

export const UploadedPdf: Story = {
  parameters: { onboarding: { backend: { upload: { durationMs: 300 } } } },
  play: async ({ canvasElement, globals }) => {
    await pick(canvasElement, fileOf('pdf', { name: 'passport-scan.pdf', bytes: 120_000 }));
    await within(canvasElement).findByText(storyWords(globals).t('upload.status.uploaded', { name: 'passport-scan.pdf' }));
  },
};

/** A long name stays on one line, shortened at its end; Replace and Remove keep their place. */
export const UploadedLongName: Story = {
  parameters: { onboarding: { backend: { upload: { durationMs: 300 } } } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, fileOf('pdf', { name: 'scan-of-my-passport-photo-page-taken-on-6-december-2026-at-the-post-office.pdf', bytes: 2_621_440 }));
    await slotState(canvasElement, 'uploaded');
  },
};

/** Removed: the slot is empty again and says which file went. */
export const Removed: Story = {
  parameters: { onboarding: { backend: { upload: { durationMs: 300 } } } },
  play: async ({ canvasElement, globals }) => {
    await pick(canvasElement, fileOf('pdf', { name: 'passport-scan.pdf', bytes: 120_000 }));
    await slotState(canvasElement, 'uploaded');
    await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(`^${storyWords(globals).t('upload.remove')} `) }));
    await slotState(canvasElement, 'empty');
  },
};

export const Cancelled: Story = {
  parameters: { onboarding: { backend: { upload: { durationMs: 4000, hang: true } } } },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    await pick(canvasElement, fileOf('pdf', { bytes: 50_000 }));
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t('upload.cancel') }));
    await within(canvasElement).findByText(t('upload.status.cancelled'));
  },
};

export const UploadFailed: Story = {
  parameters: {
    onboarding: {
      backend: { upload: { durationMs: 300, fail: { status: 503, code: 'unavailable', message: 'The document service is busy; try again in a minute.' } } },
    },
  },
  play: async ({ canvasElement, globals }) => {
    await pick(canvasElement, fileOf('pdf', { bytes: 50_000 }));
    await within(canvasElement).findByRole('button', { name: storyWords(globals).t('upload.retry') });
  },
};

export const WrongType: Story = {
  play: async ({ canvasElement, globals }) => {
    await pick(canvasElement, fileOf('heic'));
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyWords(globals).t('upload.kind.heic')));
  },
};

export const NamedLikeAJpegButIsNot: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, fileOf('text', { name: 'passport.jpg', type: 'image/jpeg' }));
    await slotState(canvasElement, 'invalid');
    // Refused by its bytes, not its name: the message names the file in every language.
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('passport.jpg'));
  },
};

export const TooLarge: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, tag } = storyWords(globals);
    const size = Math.round(12.25 * 1024 * 1024);
    await pick(canvasElement, fileOf('jpeg', { name: 'passport.jpg', size }));
    const said = t('upload.error.size', { name: 'passport.jpg', size: formatFileSize(size, tag), limit: formatFileSize(10 * 1024 * 1024, tag) });
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(said));
  },
};

/** A real 240 × 152 photo, measured by the browser: the customer is told why it may be refused, and may upload it anyway. */
export const ReadabilityHintSmall: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    await pick(canvasElement, sampleIdImage('passport.png'));
    await within(canvasElement).findByText(t('upload.quality.small', { width: 240, height: 152 }));
    await within(canvasElement).findByRole('button', { name: t('upload.anyway') });
  },
};

export const ReadabilityHintBlurry: Story = {
  args: { checkQuality: () => Promise.resolve({ kind: 'blurry', sharpness: 4 }) },
  play: async ({ canvasElement, globals }) => {
    await pick(canvasElement, fileOf('jpeg', { name: 'passport.jpg' }));
    await within(canvasElement).findByText(storyWords(globals).t('upload.quality.blurry'));
  },
};

export const ImagesOnly: Story = { args: { documentType: 'id_front', accept: ['image/jpeg', 'image/png'] } };

export const Dark: Story = { globals: { paykitTheme: 'dark' } };
export const CustomBrand: Story = { globals: { paykitTheme: 'brand' } };
