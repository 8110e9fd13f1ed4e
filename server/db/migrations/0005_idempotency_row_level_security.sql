-- Row-level security for the idempotency keys (DESIGN.md sections 5 and 7).
SELECT enable_tenant_rls('idempotency_keys');
