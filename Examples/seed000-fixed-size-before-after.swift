// Seed 000 (000_722b9c5ab6c8f212.txt), "Usage Examples › fixedSize": the Before/After pair
// shown side by side in the article's screenshot (no inspector; see the two listings after it).

// Before
Text("Hello, world.")
    .frame(width: 50, height: 50)
    .border(.pink)

// After
Text("Hello, world.")
    .fixedSize(horizontal: true, vertical: false)
    .frame(width: 50, height: 50)
    .border(.pink)
