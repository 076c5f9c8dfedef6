// Barrel of the business rules (one folder per concept).
export {};
