-- Row-level security for the two-factor tables (DESIGN.md sections 5 and 6).
SELECT enable_tenant_rls('two_factor_credentials');
--> statement-breakpoint
SELECT enable_tenant_rls('two_factor_challenges');
