// The vacancies writes a user may make offline (DESIGN.md section 8), registered at startup.
export {};
