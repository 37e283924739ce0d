// For tsc: a .vue file's default export is a component (vue-tsc reads the files themselves).
declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent;
  export default component;
}
