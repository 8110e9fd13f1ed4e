// Placeholder until the offline queue lands: the header's offline indicator and 'changes
// waiting' count (issue #4).
export function OfflineStatus() {
  return null;
}
