export { VirtualAccountCard, formatBsb, type VirtualAccountCardProps, type VirtualAccountPhase } from './VirtualAccountCard';
