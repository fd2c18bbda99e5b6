print("tessera")
