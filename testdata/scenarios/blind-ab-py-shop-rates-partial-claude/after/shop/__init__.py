"""Tiny shop helpers."""
