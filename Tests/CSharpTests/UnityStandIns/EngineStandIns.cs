// Stand-ins for the MonoGame and Godot (3.x C#) types the C# article's examples use, with their engines' signatures:
// enough for .ci/check-docs.sh to compile every C# block of the docs. No behaviour.
using System;

namespace Microsoft.Xna.Framework
{
    public struct Vector2
    {
        public float X, Y;
    }

    public struct Point
    {
        public int X, Y;
    }
}

namespace Godot
{
    public enum Error { Ok }

    public class Object { }

    public class Node : Object
    {
        public virtual void _Ready() { }
    }

    public class CanvasItem : Node { }

    public class Node2D : CanvasItem { }

    public class Sprite : Node2D { }

    public struct Vector2
    {
        public float x, y;
    }

    public class File : Object
    {
        public enum ModeFlags { Read = 1, Write = 2 }
        public Error Open(string path, ModeFlags flags) => throw new NotImplementedException();
        public byte[] GetBuffer(long len) => throw new NotImplementedException();
        public ulong GetLen() => throw new NotImplementedException();
        public void Close() => throw new NotImplementedException();
    }
}
