export { VirtualAccountCard, formatBsb, type VirtualAccountCardProps, type VirtualAccountCardOwnProps, type VirtualAccountPhase } from './VirtualAccountCard';
