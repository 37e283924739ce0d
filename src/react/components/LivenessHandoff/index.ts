export { LivenessHandoff, type LivenessHandoffProps, type LivenessPhase } from './LivenessHandoff';
