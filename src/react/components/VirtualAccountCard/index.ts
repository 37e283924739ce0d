export { VirtualAccountCard, type VirtualAccountCardProps, type VirtualAccountCardOwnProps, type VirtualAccountPhase } from './VirtualAccountCard';
export { formatBsb } from './bsb';
