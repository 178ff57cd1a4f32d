print("frontend-bench: not yet built")
