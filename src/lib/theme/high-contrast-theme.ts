// Fluent's high-contrast theme on its own, loaded only for tenants that use it (its colour
// tokens would otherwise be in every tenant's initial JS).
export { teamsHighContrastTheme } from '@fluentui/react-components';
