// Seed 001 (001_9d474286881481d8.txt), "親VStack、子Rectangleのとき › スクリーンショットとコード":
// seven Rectangles under minWidth/maxWidth in 200 pt wide VStacks; the comments mark the
// adopted value in parentheses (親 = the parent's 200).

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
    
    //min調査
    VStack {
        Rectangle()
            .frame(minWidth: 100)//min < (親)
        Rectangle()
            .frame(minWidth: 300)//親 < (min)
    }
    .frame(width: 200)
    
    //max調査
    VStack {
        Rectangle()
            .frame(maxWidth: 100)//(max) < 親
        Rectangle()
            .frame(maxWidth: 300)//(親) < max
    }
    .frame(width: 200)
    
    //ものさし
    HStack {
        Rectangle()
            .frame(height: 5)
        Text("200")
        Rectangle()
            .frame(height: 5)
    }
    .frame(width: 200)
     
    //min & max調査
    VStack {
        Rectangle()
            .frame(minWidth: 100, maxWidth: 150)//min < (max) < 親
        Rectangle()
            .frame(minWidth: 150, maxWidth: 250)//min < (親) < max
        Rectangle()
            .frame(minWidth: 250, maxWidth: 300)//親 < (min) < max
    }
    .frame(width: 200)
}
.frame(height: 300)//縦を制限するのは単純に見やすいから
