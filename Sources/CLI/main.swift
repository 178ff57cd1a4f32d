print("layoutc: not yet built")
