// Defines <paykit-checkout>, <paykit-onboarding> and the other elements (they render with this app's React).
import 'paykit/elements';
import { mount } from 'svelte';
import App from './App.svelte';

mount(App, { target: document.getElementById('app') as HTMLElement });
