// Defines <paykit-checkout>, <paykit-onboarding> and the other elements. paykit/elements.js is the
// self-contained build: it carries its own small renderer, so this app installs no React. A React
// app imports 'paykit/elements' instead, whose elements render with the app's own React.
import 'paykit/elements.js';
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
