/**
 * jsdom has <dialog> but not showModal()/close(). This stands in for the part of the browser's
 * behaviour that component tests rely on: the `open` attribute, the `close` event (queued as a
 * task, as the browser does, so a handler sees the state at the time it runs), and Escape
 * sending a cancelable `cancel` event to the topmost modal dialog (closing it unless cancelled).
 * It does NOT make the page inert, trap Tab or use the top layer: test/e2e/keyboard.test.ts
 * checks those in Chromium. A jsdom that implements the methods is left alone.
 */
export function installDialogShim(): void {
  if (typeof HTMLDialogElement === 'undefined' || typeof HTMLDialogElement.prototype.showModal === 'function') return;
  const modals: HTMLDialogElement[] = [];

  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.hasAttribute('open')) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute('open')) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    const index = modals.indexOf(this);
    if (index >= 0) modals.splice(index, 1);
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // A dialog React removed while open leaves the stack too, as it leaves the browser's top layer.
    for (let i = modals.length - 1; i >= 0; i--) if (!modals[i]!.isConnected || !modals[i]!.hasAttribute('open')) modals.splice(i, 1);
    const top = modals.at(-1);
    if (!top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
