"""Individual cards whose abilities the course resolves (one small module per card)."""
