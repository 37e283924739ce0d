import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadDocument, type DocumentUploadFn } from '../../../client/onboarding-upload';
import { asXhr, createOnboardingBackend, documentRecord, FakeXhr, fileOf } from '../../../../test/fixtures/onboarding';
import { PaykitProvider } from '../../provider/PaykitProvider';
import { DocumentUploader, type DocumentUploaderProps } from './DocumentUploader';

const MB = 1024 * 1024;

function setup(props: Partial<DocumentUploaderProps> = {}, wrap = (ui: ReactElement) => ui) {
  const backend = createOnboardingBackend();
  const upload: DocumentUploadFn = (options) => uploadDocument(backend.client, { ...options, XMLHttpRequest: asXhr });
  const user = userEvent.setup({ applyAccept: false });
  const onUploaded = vi.fn();
  const onChange = vi.fn();
  const view = render(
    <PaykitProvider client={backend.client}>
      {wrap(<DocumentUploader documentType="id_front" upload={upload} onUploaded={onUploaded} onChange={onChange} {...props} />)}
    </PaykitProvider>,
  );
  const input = () => screen.getAllByLabelText(/^(Choose a file|Replace) /)[0] as HTMLInputElement;
  return { ...view, user, onUploaded, onChange, input, backend };
}

const slot = (type = 'id_front') => document.querySelector<HTMLElement>(`[data-document-type="${type}"]`)!;
const status = (type = 'id_front') => within(slot(type)).getByRole('status');
const alert = (type = 'id_front') => within(slot(type)).getByRole('alert');

beforeEach(() => FakeXhr.reset());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('DocumentUploader', () => {
  it('labels the file input with the document, the formats and the limit', () => {
    setup();
    const input = screen.getByLabelText('Choose a file Front of your ID card or driver’s licence');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,.jpg,.jpeg,image/png,.png,application/pdf,.pdf');
    expect(input).toHaveAccessibleDescription('JPEG, PNG or PDF, up to 10 MB.');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(slot()).toHaveAttribute('data-state', 'empty');
  });

  it('uploads a JPEG with progress, announces milestones and reports the document', async () => {
    const { user, input, onUploaded, onChange } = setup();
    await user.upload(input(), fileOf('jpeg', { bytes: 4000 }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.last;
    expect(xhr.body?.get('document_type')).toBe('id_front');
    expect(slot()).toHaveAttribute('data-state', 'uploading');
    expect(status()).toHaveTextContent('Uploading id-front.jpg…');

    const progress = screen.getByRole('progressbar', { name: 'Upload progress' });
    act(() => xhr.progress(1000, 4000));
    expect(progress).toHaveAttribute('value', '25');
    expect(progress).toHaveAttribute('aria-valuetext', '25% (1 kB of 4 kB)');
    expect(status()).toHaveTextContent('Uploading: 25% sent');
    act(() => xhr.progress(2400, 4000));
    expect(progress).toHaveAttribute('value', '60');
    expect(status()).toHaveTextContent('Uploading: 50% sent');

    act(() => xhr.respond(201, documentRecord('id_front', 4000)));
    expect(await within(slot()).findByText('id-front.jpg uploaded.')).toBeInTheDocument();
    expect(slot()).toHaveAttribute('data-state', 'uploaded');
    expect(onUploaded).toHaveBeenCalledWith(documentRecord('id_front', 4000));
    // The slot reports its phase from an effect, which a loaded machine may run after the text shows.
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ complete: true, documents: { id_front: documentRecord('id_front', 4000) }, busy: false }));
    // The file's row: its name, its size, and Replace and Remove named with the slot.
    const row = slot().querySelector<HTMLElement>('[data-part="file"]')!;
    expect(row).toHaveTextContent('id-front.jpg');
    expect(row).toHaveTextContent('4 kB');
    expect(input()).toHaveAccessibleName('Replace Front of your ID card or driver’s licence');
    expect(within(row).getByRole('button', { name: 'Remove Front of your ID card or driver’s licence' })).toBeInTheDocument();
  });

  it('Remove empties the slot: it says so, reports the document gone, and puts focus back on the file input', async () => {
    const { user, input, onChange } = setup();
    await user.upload(input(), fileOf('jpeg', { bytes: 4000 }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    act(() => FakeXhr.last.respond(201, documentRecord('id_front', 4000)));
    await waitFor(() => expect(slot()).toHaveAttribute('data-state', 'uploaded'));
    await user.click(screen.getByRole('button', { name: /^Remove / }));
    expect(slot()).toHaveAttribute('data-state', 'empty');
    expect(slot().querySelector('[data-part="file"]')).toBeNull();
    expect(status()).toHaveTextContent('id-front.jpg removed.');
    expect(input()).toHaveAccessibleName('Choose a file Front of your ID card or driver’s licence');
    expect(input()).toHaveFocus();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ complete: false, documents: {}, busy: false }));
  });

  it('Remove during an upload stops it, and its late answer changes nothing', async () => {
    const { user, input, onUploaded } = setup();
    await user.upload(input(), fileOf('pdf'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /^Remove / }));
    expect(FakeXhr.last.aborted).toBe(true);
    expect(slot()).toHaveAttribute('data-state', 'empty');
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it.each([
    ['gif', 'This file is a GIF image — upload a JPEG, PNG or PDF.'],
    ['text', 'This file is a text file — upload a JPEG, PNG or PDF.'],
  ] as const)('refuses a %s before upload and ties the message to the input', async (kind, message) => {
    const { user, input } = setup();
    await user.upload(input(), fileOf(kind));
    expect(await within(alert()).findByText(message)).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(`JPEG, PNG or PDF, up to 10 MB. ${message}`);
    expect(slot()).toHaveAttribute('data-state', 'invalid');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('explains HEIC photos and files named like a JPEG that are not one', async () => {
    const { user, input } = setup();
    await user.upload(input(), fileOf('heic'));
    expect(await within(alert()).findByText(/This file is a HEIC photo — upload a JPEG, PNG or PDF\. iPhone photos in HEIC format/)).toBeInTheDocument();
    await user.upload(input(), fileOf('text', { name: 'passport.jpg', type: 'image/jpeg' }));
    expect(await within(alert()).findByText(/passport\.jpg is named like a JPEG but its contents are not a JPEG, PNG or PDF/)).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('refuses a file over 10 MB with its size and the limit', async () => {
    const { user, input } = setup();
    await user.upload(input(), fileOf('jpeg', { size: Math.round(12.25 * MB) }));
    expect(await within(alert()).findByText('id-front.jpg is 12.3 MB; the limit is 10 MB. Choose a smaller file or a lower-resolution photo.')).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('honours a narrower accept list and a smaller limit', async () => {
    const { user, input } = setup({ accept: ['image/jpeg', 'image/png'], maxBytes: 2 * MB });
    expect(input()).toHaveAccessibleDescription('JPEG or PNG, up to 2 MB.');
    await user.upload(input(), fileOf('pdf'));
    expect(await within(alert()).findByText('This file is a PDF — upload a JPEG or PNG photo.')).toBeInTheDocument();
    await user.upload(input(), fileOf('png', { size: 3 * MB }));
    expect(await within(alert()).findByText(/is 3 MB; the limit is 2 MB/)).toBeInTheDocument();
  });

  it('cancels a running upload, then retries it', async () => {
    const { user, input, onChange } = setup();
    await user.upload(input(), fileOf('pdf'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ busy: true, complete: false }));
    act(() => FakeXhr.last.progress(10, 100));
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(FakeXhr.last.aborted).toBe(true);
    expect(await within(status()).findByText('Upload cancelled. Nothing was sent.')).toBeInTheDocument();
    expect(slot()).toHaveAttribute('data-state', 'cancelled');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(FakeXhr.instances).toHaveLength(2);
    act(() => FakeXhr.last.respond(201, documentRecord('id_front')));
    expect(await within(status()).findByText('statement.pdf uploaded.')).toBeInTheDocument();
  });

  it('says why an upload failed in the catalogue’s words, never the service’s message, and retries', async () => {
    const { user, input } = setup();
    await user.upload(input(), fileOf('jpeg'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    act(() => FakeXhr.last.respond(413, { error: { code: 'payload_too_large', message: 'Documents can be at most 10 MB' } }));
    expect(await within(alert()).findByText('The upload failed. The file is too large. Choose a smaller file.')).toBeInTheDocument();
    expect(slot()).not.toHaveTextContent('Documents can be at most');
    const fileInput = slot().querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(fileInput).toHaveAttribute('aria-invalid', 'true');
    // The failed row offers that file again or removes it: two quiet actions, no filled button, no Replace.
    const row = slot().querySelector<HTMLElement>('[data-part="file"]')!;
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => [b.textContent, b.getAttribute('data-variant')]),
    ).toEqual([
      ['Try again', 'quiet'],
      ['Remove', 'quiet'],
    ]);
    expect(within(slot()).getAllByRole('button')).toHaveLength(2);
    expect(slot()).not.toHaveTextContent('Replace');
    expect(row.querySelector('[data-part="file-mark"] [data-status-icon][data-tone="danger"]')).not.toBeNull();
    // With no label standing for it, the input leaves the tab order until Remove empties the slot.
    expect(fileInput).toHaveAttribute('tabindex', '-1');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    act(() => FakeXhr.last.fail());
    expect(await within(alert()).findByText(/the connection dropped/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    act(() => FakeXhr.last.respond(201, documentRecord('id_front')));
    await waitFor(() => expect(slot()).toHaveAttribute('data-state', 'uploaded'));
    expect(alert()).toBeEmptyDOMElement();
  });

  it.each([
    [422, 'unprocessable_entity', 'Documents are accepted only while verification_status is pending; it is rejected', 'not accepted for your application'],
    [415, 'unsupported_media_type', 'content_type must be one of image/jpeg, image/png, application/pdf', 'This type of file is not accepted'],
    [429, 'rate_limited', 'Rate limit exceeded: 30 requests per minute', 'Too many attempts'],
    [503, 'service_unavailable', 'upstream timed out after 10000 ms', 'not available just now'],
  ] as const)('answers a %s refusal with the catalogue’s words, not the service’s message', async (code, name, message, words) => {
    const { user, input } = setup();
    await user.upload(input(), fileOf('jpeg'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    act(() => FakeXhr.last.respond(code, { error: { code: name, message } }));
    expect(await within(alert()).findByText(new RegExp(`^The upload failed\\. .*${words}`))).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(message);
  });

  it('shortens a long file name in its middle so its extension shows; the whole name stays for screen readers', async () => {
    const { user, input } = setup();
    const name = 'electricity-bill-november-2026-ada-lovelace.pdf';
    await user.upload(input(), fileOf('pdf', { name }));
    const shown = slot().querySelector<HTMLElement>('[data-part="name"]')!;
    await waitFor(() => expect(shown.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^electricity-bill-n…elace\.pdf$/));
    expect(shown).toHaveAttribute('title', name);
    expect(shown.querySelector(':not([aria-hidden])')).toHaveTextContent(name);
  });

  it('fits a long name to its row: shortened once, in its middle, to what the row’s width holds, its extension kept', async () => {
    // A measured row 200 px wide, in a font of 8 px a character.
    let resized: (() => void) | null = null;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      font: '',
      measureText: (text: string) => ({ width: [...text].length * 8 }),
    } as unknown as CanvasRenderingContext2D);
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(202);
    const { user, input } = setup();
    const name = 'scan-of-my-passport-photo-page-taken-at-the-post-office.pdf';
    await user.upload(input(), fileOf('pdf', { name }));
    const shown = () => slot().querySelector<HTMLElement>('[data-part="name"] [aria-hidden="true"]')!;
    await waitFor(() => expect(shown().textContent).toHaveLength(25));
    expect(shown()).toHaveTextContent(/^scan-of-my-passp…fice\.pdf$/);
    // Wider: more of the name.
    width.mockReturnValue(322);
    act(() => resized?.());
    await waitFor(() => expect(shown().textContent).toHaveLength(40));
    expect(shown().textContent).toMatch(/\.pdf$/);
  });

  it('previews images through a blob: URL, revoked on change and unmount; PDFs get no preview', async () => {
    let n = 0;
    const create = vi.fn(() => `blob:preview-${++n}`);
    const revoke = vi.fn();
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: create, revokeObjectURL: revoke }));
    const { user, input, unmount } = setup();
    await user.upload(input(), fileOf('jpeg'));
    const thumbnail = () => slot().querySelector('[data-part="preview"]');
    // The thumbnail sits beside the file's name, which says it: decorative.
    await waitFor(() => expect(thumbnail()).toHaveAttribute('src', 'blob:preview-1'));
    expect(thumbnail()).toHaveAttribute('alt', '');

    await user.upload(input(), fileOf('png', { name: 'better.png' }));
    await waitFor(() => expect(thumbnail()).toHaveAttribute('src', 'blob:preview-2'));
    expect(revoke).toHaveBeenCalledWith('blob:preview-1');

    // A PDF: no thumbnail, a page marked "PDF" beside its name.
    await user.upload(input(), fileOf('pdf'));
    await waitFor(() => expect(thumbnail()).toBeNull());
    expect(revoke).toHaveBeenCalledWith('blob:preview-2');
    expect(slot().querySelector('[data-part="file-mark"]')).toHaveTextContent('PDF');
    expect(slot().querySelector('[data-part="name"]')).toHaveTextContent(/^statement\.pdf$/);

    await user.upload(input(), fileOf('jpeg'));
    await waitFor(() => expect(thumbnail()).not.toBeNull());
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:preview-3');
  });

  it.each([
    [
      { kind: 'small' as const, width: 320, height: 240 },
      /This photo is only 320 × 240 pixels, which may be too small to read\. Reviewers turn down unreadable document images/,
    ],
    [{ kind: 'blurry' as const, sharpness: 3 }, /This photo looks blurry\. Reviewers turn down unreadable document images/],
  ])('hints when a photo is likely unreadable (%o), and uploads it anyway on request', async (hint, text) => {
    const checkQuality = vi.fn(() => Promise.resolve(hint));
    const { user, input } = setup({ checkQuality });
    await user.upload(input(), fileOf('jpeg'));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(slot()).toHaveAttribute('data-state', 'review');
    expect(FakeXhr.instances).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Upload this file anyway' }));
    expect(FakeXhr.instances).toHaveLength(1);
    expect(checkQuality).toHaveBeenCalledTimes(1);
  });

  it('checks only images for readability; the default check stays quiet where it cannot measure (jsdom)', async () => {
    const checkQuality = vi.fn(() => Promise.resolve(null));
    const { user, input } = setup({ checkQuality });
    await user.upload(input(), fileOf('pdf'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(checkQuality).not.toHaveBeenCalled();

    FakeXhr.reset();
    const plain = setup();
    await user.upload(plain.input(), fileOf('png'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
  });

  it('takes a dropped file, showing the zone as a drop target while dragging', async () => {
    setup();
    const zone = slot().querySelector('[data-dragging]')!;
    const file = fileOf('png');
    const dataTransfer = { types: ['Files'], files: [file], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer });
    expect(zone).toHaveAttribute('data-dragging', 'false');
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect((FakeXhr.last.body?.get('file') as File).name).toBe('id-front.png');
  });

  it('collects several documents in one step and is complete once each is uploaded', async () => {
    const { user, onChange } = setup({
      documentType: undefined,
      legend: 'Your driver’s licence',
      slots: [{ type: 'id_front' }, { type: 'id_back', hint: 'The side with the barcode.' }],
    });
    expect(screen.getByRole('group', { name: 'Your driver’s licence' })).toBeInTheDocument();
    const front = screen.getByLabelText('Choose a file Front of your ID card or driver’s licence');
    const back = screen.getByLabelText('Choose a file Back of your ID card or driver’s licence');
    expect(back).toHaveAccessibleDescription('The side with the barcode. JPEG, PNG or PDF, up to 10 MB.');

    await user.upload(front, fileOf('jpeg'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    act(() => FakeXhr.last.respond(201, documentRecord('id_front')));
    await waitFor(() => expect(slot('id_front')).toHaveAttribute('data-state', 'uploaded'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ complete: false }));
    expect(document.querySelector('[data-paykit="document-uploader"]')).toHaveAttribute('data-state', 'incomplete');

    await user.upload(back, fileOf('jpeg', { name: 'back.jpg' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    expect(FakeXhr.last.body?.get('document_type')).toBe('id_back');
    act(() => FakeXhr.last.respond(201, documentRecord('id_back')));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ complete: true })));
    expect(document.querySelector('[data-paykit="document-uploader"]')).toHaveAttribute('data-state', 'complete');
  });

  it('offers the camera on phones when asked (capture)', () => {
    setup({ capture: 'environment' });
    const camera = screen.getByLabelText('Take a photo Front of your ID card or driver’s licence');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/jpeg,image/png');
  });

  it('uploads through the provider’s proxy by default, over XMLHttpRequest for progress', async () => {
    vi.stubGlobal('XMLHttpRequest', asXhr);
    const user = userEvent.setup({ applyAccept: false });
    render(
      <PaykitProvider baseUrl="/api/paykit">
        <DocumentUploader documentType="passport" checkQuality={null} />
      </PaykitProvider>,
    );
    await user.upload(screen.getByLabelText(/Choose a file/), fileOf('jpeg'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(FakeXhr.last.url).toBe('/api/paykit/onboarding/documents');
  });

  it('with a provider’s custom fetch (an in-browser sandbox), uploads through that fetch instead', async () => {
    vi.stubGlobal('XMLHttpRequest', asXhr);
    const backend = createOnboardingBackend();
    const user = userEvent.setup({ applyAccept: false });
    render(
      <PaykitProvider client={backend.client}>
        <DocumentUploader documentType="passport" checkQuality={null} />
      </PaykitProvider>,
    );
    await user.upload(screen.getByLabelText(/Choose a file/), fileOf('jpeg'));
    await waitFor(() => expect(backend.uploads).toHaveLength(1));
    expect(backend.requests).toContain('POST /onboarding/documents');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('says what to do without a documentType', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<PaykitProvider client={createOnboardingBackend().client}>{<DocumentUploader />}</PaykitProvider>)).toThrow(/needs a documentType/);
  });
});
