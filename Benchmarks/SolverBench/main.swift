print("solver-bench: not yet built")
