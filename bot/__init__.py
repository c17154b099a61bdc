"""The Discord adapter and the application around the engine (service, store, console, CLI)."""
