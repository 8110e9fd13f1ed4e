-- shared_rate_limit_counters spans tenants on purpose (per-IP limits must not restart when a
-- client names another tenant), so it gets no row-level security; requests run as app_user and
-- need these rights. It holds only keys such as 'sign_in:ip:203.0.113.5' and their counts.
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE shared_rate_limit_counters TO app_user;
