export { PaykitProvider, type PaykitProviderProps, type PaykitThemeName } from './PaykitProvider';
export { usePaykit, type PaykitContextValue } from './context';
export { stylesApplied, PROBE_VARIABLE } from './style-guard';
