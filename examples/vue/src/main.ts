// Defines <paykit-checkout>, <paykit-onboarding> and the other elements (they render with this app's React).
import 'paykit/elements';
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
