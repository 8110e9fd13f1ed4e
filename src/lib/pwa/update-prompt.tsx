// Placeholder until the update flow lands: the 'A new version is available' prompt (issue #4).
export function UpdatePrompt() {
  return null;
}
