// Stand-ins for the few UnityEngine types the Unity package uses, with the signatures of Unity's scripting reference
// (2020.3): enough to type-check Readers/CSharp/Runtime with Mono, since Unity cannot be installed here, and just the
// behaviour UnityComponentTests needs (a flat canvas: a RectTransform's local space is the screen moved to its
// pivot; components found on their GameObject; a PolygonCollider2D that keeps its paths). Members a test sets that
// Unity has no setter for are marked so.
using System;
using System.Linq;

namespace UnityEngine
{
    public class Object
    {
        public string name { get; set; }
    }

    public class Component : Object
    {
        internal GameObject owner;
        public Transform transform => GetComponent<Transform>();
        public GameObject gameObject => owner;
        public T GetComponent<T>() => owner.components.OfType<T>().FirstOrDefault();
    }

    public sealed class GameObject : Object
    {
        internal readonly System.Collections.Generic.List<Component> components = new System.Collections.Generic.List<Component>();
        public T GetComponent<T>() => components.OfType<T>().FirstOrDefault();
        public T AddComponent<T>() where T : Component
        {
            var component = (T)Activator.CreateInstance(typeof(T), true);
            component.owner = this;
            components.Add(component);
            return component;
        }
    }

    public class Transform : Component
    {
        Matrix4x4 toWorld = Matrix4x4.identity;
        public Matrix4x4 localToWorldMatrix => toWorld;
        /// <summary>Test only (Unity derives it from the position, rotation and scale of the object and its
        /// parents).</summary>
        public void SetForTests(Matrix4x4 localToWorld) => toWorld = localToWorld;
    }

    /// <summary>Unity's 4 × 4 matrix: mRC is row R, column C; a point (x, y, z) goes to (m00 x + m01 y + m02 z +
    /// m03, m10 x + m11 y + m12 z + m13, …).</summary>
    public struct Matrix4x4
    {
        public float m00, m01, m02, m03, m10, m11, m12, m13, m20, m21, m22, m23, m30, m31, m32, m33;
        public static Matrix4x4 identity => new Matrix4x4 { m00 = 1, m11 = 1, m22 = 1, m33 = 1 };
    }

    public struct Color
    {
        public float r, g, b, a;
        public Color(float r, float g, float b, float a = 1) { this.r = r; this.g = g; this.b = b; this.a = a; }
        public static Color white => new Color(1, 1, 1);
        public static Color red => new Color(1, 0, 0);
        public static bool operator ==(Color x, Color y) => x.r == y.r && x.g == y.g && x.b == y.b && x.a == y.a;
        public static bool operator !=(Color x, Color y) => !(x == y);
        public override bool Equals(object other) => other is Color color && this == color;
        public override int GetHashCode() => r.GetHashCode() ^ g.GetHashCode() ^ b.GetHashCode() ^ a.GetHashCode();
    }

    /// <summary>A sprite: the part of a texture it shows (rect, in the texture's pixels, y up), its pivot (in pixels
    /// from the rect's bottom-left corner) and how many of its pixels make a world unit.</summary>
    public sealed class Sprite : Object
    {
        public Rect rect { get; private set; }
        public Vector2 pivot { get; private set; }
        public float pixelsPerUnit { get; private set; }
        /// <summary>Test only (Unity's Sprite.Create takes the pivot as a fraction of the rect).</summary>
        public static Sprite CreateForTests(Rect rect, Vector2 pivot, float pixelsPerUnit) =>
            new Sprite { rect = rect, pivot = pivot, pixelsPerUnit = pixelsPerUnit };
    }

    public class Renderer : Component { }

    public sealed class SpriteRenderer : Renderer
    {
        public Sprite sprite { get; set; }
        public bool flipX { get; set; }
        public bool flipY { get; set; }
        public Color color { get; set; } = Color.white;
    }

    public sealed class RectTransform : Transform
    {
        Rect area;
        public Rect rect => area;
        /// <summary>Test only (Unity derives both from anchors and sizes): the rect around the pivot, and where the
        /// pivot is on the screen.</summary>
        public void SetForTests(Rect rect, Vector2 pivotOnScreen) { area = rect; PivotOnScreen = pivotOnScreen; }
        internal Vector2 PivotOnScreen;
    }

    public class Behaviour : Component { }

    public class MonoBehaviour : Behaviour { }

    public class ScriptableObject : Object
    {
        public static T CreateInstance<T>() where T : ScriptableObject => (T)Activator.CreateInstance(typeof(T), true);
    }

    public sealed class Camera : Behaviour { }

    public static class Application
    {
        public static string dataPath => throw new NotImplementedException();
    }

    public class Collider2D : Behaviour { }

    public sealed class PolygonCollider2D : Collider2D
    {
        Vector2[][] paths = new Vector2[0][];
        public int pathCount
        {
            get => paths.Length;
            set => Array.Resize(ref paths, value);
        }
        public void SetPath(int index, Vector2[] points) => paths[index] = points;
        public Vector2[] GetPath(int index) => paths[index];
    }

    public struct Vector2
    {
        public float x, y;
        public Vector2(float x, float y) { this.x = x; this.y = y; }
    }

    public struct Rect
    {
        public float x, y, width, height;
        public Rect(float x, float y, float width, float height) { this.x = x; this.y = y; this.width = width; this.height = height; }
        public float xMin => x;
        public float yMax => y + height;
    }

    public sealed class RectTransformUtility
    {
        public static bool ScreenPointToLocalPointInRectangle(RectTransform rect, Vector2 screenPoint, Camera cam,
            out Vector2 localPoint)
        {
            localPoint = new Vector2(screenPoint.x - rect.PivotOnScreen.x, screenPoint.y - rect.PivotOnScreen.y);
            return true;
        }
    }

    public interface ICanvasRaycastFilter
    {
        bool IsRaycastLocationValid(Vector2 sp, Camera eventCamera);
    }

    public static class Debug
    {
        public static void Log(object message) => Console.WriteLine(message);
        public static void LogError(object message) => Console.Error.WriteLine(message);
        public static void LogWarning(object message, Object context) => Console.Error.WriteLine(message);
    }

    [AttributeUsage(AttributeTargets.Class, AllowMultiple = true)]
    public sealed class RequireComponent : Attribute
    {
        public RequireComponent(Type requiredComponent) { }
    }

    public sealed class AddComponentMenu : Attribute
    {
        public AddComponentMenu(string menuName) { }
    }

    public sealed class SerializeField : Attribute { }

    public sealed class HideInInspector : Attribute { }

    public sealed class TooltipAttribute : Attribute
    {
        public TooltipAttribute(string tooltip) { }
    }

    public sealed class RangeAttribute : Attribute
    {
        public RangeAttribute(float min, float max) { }
    }
}
