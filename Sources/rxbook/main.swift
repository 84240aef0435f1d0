print("rxbook")
