// Seed 001 (001_9d474286881481d8.txt), "min maxの指令をしないRectangleの挙動": without a frame a
// Rectangle takes the whole width offered (the screen), or the 200 of its VStack.

VStack {
    //ものさし
    HStack {
        Rectangle()
            .frame(height: 5)
        Text("200")
        Rectangle()
            .frame(height: 5)
    }
    .frame(width: 200)
    
    Rectangle()//なにもしなければ横幅いっぱい
    VStack {
        Rectangle()//上から200が来たので200
    }
    .frame(width: 200)
}
.frame(height: 100)//縦を制限するのは単純に見やすいから
