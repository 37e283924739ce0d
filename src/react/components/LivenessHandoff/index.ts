export { LivenessHandoff, type LivenessHandoffProps, type LivenessHandoffOwnProps, type LivenessPhase } from './LivenessHandoff';
