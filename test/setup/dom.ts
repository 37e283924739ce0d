import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDialogShim } from './dialog-shim';

installDialogShim();
afterEach(() => cleanup());
