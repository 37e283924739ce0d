export { FxConverter, type FxConverterProps, type FxConverterOwnProps, type FxConverterState, type FxSide } from './FxConverter';
export { fxRefusal, type FxRefusal } from './refusal';
